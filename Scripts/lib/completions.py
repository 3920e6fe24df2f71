#!/usr/bin/env python3
"""Writes docgen's shell completions for bash, zsh and fish, read from its own help.

`docgen --help` names the commands; `docgen COMMAND --help` gives each one's USAGE line (the
operand, and the values an option takes, as in `--format text|json`) and its OPTIONS (names,
argument, description). An option's argument decides what is completed after it: a folder for
DIR and OUTDIR, a file for FILE, SPEC.yml and PATH-like arguments, the listed values for a choice,
nothing for N, ADDRESS and the like.

Usage: Scripts/lib/completions.py DOCGEN OUTDIR   (writes docgen.bash, _docgen and docgen.fish)
"""
import pathlib
import re
import subprocess
import sys

FOLDER_ARGUMENTS = {"DIR", "OUTDIR"}
FILE_ARGUMENTS = {"FILE", "SPEC.yml", "SPEC"}
COMMAND_LINE = re.compile(r"^  (\w+)(?: ([A-Z][\w.]*))?\s+(.*)$")
OPTION_LINE = re.compile(r"^  (?:(-\w), )?(--[\w-]+)(?: (\S+))?\s{2,}(.*)$")
USAGE_CHOICE = re.compile(r"(--[\w-]+) ((?:[\w.-]+\|)+[\w.-]+)")


def help_text(docgen, *arguments):
    return subprocess.run([docgen, *arguments, "--help"], check=True, capture_output=True, text=True).stdout


def section(text, title):
    """The lines of a help section (OPTIONS:, COMMANDS:), up to the next blank line."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.strip() == title:
            inside = True
        elif inside and not line.strip():
            break
        elif inside:
            lines.append(line)
    return lines


def read_commands(docgen):
    """Each command: its name, operand, summary and options (short, long, argument, choices, text)."""
    commands = []
    for line in section(help_text(docgen), "COMMANDS:"):
        found = COMMAND_LINE.match(line)
        if not found:
            continue
        name, operand, summary = found.groups()
        text = help_text(docgen, name)
        usage = " ".join(line.strip() for line in text.split("\n\n")[0].splitlines())
        choices = {}
        for option, values in USAGE_CHOICE.findall(usage):  # the first form of a command's usage
            choices.setdefault(option, values.split("|"))
        options = []
        for option_line in section(text, "OPTIONS:"):
            matched = OPTION_LINE.match(option_line)
            if matched:
                short, long, argument, description = matched.groups()
                if argument and "|" in argument:
                    choices.setdefault(long, argument.split("|"))
                options.append({"short": short, "long": long, "argument": argument,
                                "choices": choices.get(long), "text": description.strip()})
        words = usage.split()  # USAGE: docgen NAME OPERAND [options]
        if not operand and len(words) > 3 and not words[3].startswith("["):
            operand = words[3]
        commands.append({"name": name, "operand": operand, "summary": summary.strip(), "options": options})
    return commands


def completion_kind(argument, choices):
    """folder, file, choice or none: what follows an option with this argument."""
    if choices:
        return "choice"
    if argument in FOLDER_ARGUMENTS:
        return "folder"
    if argument in FILE_ARGUMENTS:
        return "file"
    return "none"


def bash(commands):
    lines = ["# bash completion for docgen, generated from its --help by Scripts/lib/completions.py.",
             "_docgen() {",
             '  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}',
             "  if (( COMP_CWORD == 1 )); then",
             f'    COMPREPLY=($(compgen -W "{" ".join(c["name"] for c in commands)} --help --version" -- "$cur"))',
             "    return",
             "  fi",
             '  case ${COMP_WORDS[1]} in']
    for command in commands:
        lines.append(f"    {command['name']})")
        lines.append("      case $prev in")
        for option in command["options"]:
            kind = completion_kind(option["argument"], option["choices"])
            if not option["argument"]:
                continue
            names = "|".join(n for n in (option["short"], option["long"]) if n)
            if kind == "choice":
                action = f'COMPREPLY=($(compgen -W "{" ".join(option["choices"])}" -- "$cur"))'
            elif kind == "folder":
                action = 'COMPREPLY=($(compgen -d -- "$cur"))'
            elif kind == "file":
                action = 'COMPREPLY=($(compgen -f -- "$cur"))'
            else:
                action = "COMPREPLY=()"
            lines.append(f"        {names}) {action}; return ;;")
        lines.append("      esac")
        words = " ".join(n for option in command["options"] for n in (option["short"], option["long"]) if n)
        operand = command["operand"]
        lines.append('      if [[ $cur == -* ]]; then')
        lines.append(f'        COMPREPLY=($(compgen -W "{words}" -- "$cur"))')
        if operand in FOLDER_ARGUMENTS:
            lines.append("      else")
            lines.append('        COMPREPLY=($(compgen -d -- "$cur"))')
        elif operand in FILE_ARGUMENTS:
            lines.append("      else")
            lines.append('        COMPREPLY=($(compgen -f -- "$cur"))')
        lines.append("      fi")
        lines.append("      ;;")
    lines += ["  esac", "}", "complete -o filenames -F _docgen docgen", ""]
    return "\n".join(lines)


def zsh_quote(text):
    return text.replace("\\", "\\\\").replace("'", "'\\''").replace("[", "\\[").replace("]", "\\]").replace(":", "\\:")


def zsh(commands):
    lines = ["#compdef docgen", "# zsh completion for docgen, generated from its --help by Scripts/lib/completions.py.",
             "", "_docgen() {", "  local -a commands", "  commands=("]
    for command in commands:
        lines.append(f"    '{command['name']}:{zsh_quote(command['summary'])}'")
    lines += ["  )",
              "  if (( CURRENT == 2 )); then",
              "    _describe -t commands 'docgen command' commands",
              "    _arguments '(- *)--help[show help]' '(- *)--version[show the version]'",
              "    return",
              "  fi",
              "  case $words[2] in"]
    for command in commands:
        lines.append(f"    {command['name']})")
        specs = []
        for option in command["options"]:
            kind = completion_kind(option["argument"], option["choices"])
            action = {"choice": f"({' '.join(option['choices'] or [])})", "folder": "_files -/",
                      "file": "_files", "none": " "}[kind]
            described = f"[{zsh_quote(option['text'])}]"
            value = f":{option['argument'].lower()}:{action}" if option["argument"] else ""
            for name in (option["short"], option["long"]):
                if name:
                    specs.append(f"'{name}{described}{value}'")
        operand = command["operand"]
        if operand in FOLDER_ARGUMENTS:
            specs.append("'1:folder:_files -/'")
        elif operand in FILE_ARGUMENTS:
            specs.append("'1:file:_files'")
        lines.append("      _arguments -s \\")
        lines.append("        " + " \\\n        ".join(specs or ["'*: :'"]))
        lines.append("      ;;")
    lines += ["  esac", "}", "", '_docgen "$@"', ""]
    return "\n".join(lines)


def fish_quote(text):
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def fish(commands):
    lines = ["# fish completion for docgen, generated from its --help by Scripts/lib/completions.py.",
             "complete -c docgen -f",
             "complete -c docgen -n __fish_use_subcommand -l help -s h -d 'show help'",
             "complete -c docgen -n __fish_use_subcommand -l version -d 'show the version'"]
    for command in commands:
        lines.append(f"complete -c docgen -n __fish_use_subcommand -a {command['name']} -d {fish_quote(command['summary'])}")
    for command in commands:
        condition = f"'__fish_seen_subcommand_from {command['name']}'"
        operand = command["operand"]
        if operand in FOLDER_ARGUMENTS:
            lines.append(f"complete -c docgen -n {condition} -a '(__fish_complete_directories)'")
        elif operand in FILE_ARGUMENTS:
            lines.append(f"complete -c docgen -n {condition} -F")
        for option in command["options"]:
            parts = [f"complete -c docgen -n {condition}", f"-l {option['long'][2:]}"]
            if option["short"]:
                parts.append(f"-s {option['short'][1:]}")
            kind = completion_kind(option["argument"], option["choices"])
            if kind == "choice":
                parts.append(f"-x -a {fish_quote(' '.join(option['choices']))}")
            elif kind == "folder":
                parts.append("-x -a '(__fish_complete_directories)'")
            elif kind == "file":
                parts.append("-r -F")
            elif option["argument"]:
                parts.append("-x")
            parts.append(f"-d {fish_quote(option['text'])}")
            lines.append(" ".join(parts))
    lines.append("")
    return "\n".join(lines)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: Scripts/lib/completions.py DOCGEN OUTDIR")
    docgen, out = sys.argv[1], pathlib.Path(sys.argv[2])
    commands = read_commands(docgen)
    if not commands:
        sys.exit(f"{docgen} --help lists no commands")
    out.mkdir(parents=True, exist_ok=True)
    (out / "docgen.bash").write_text(bash(commands))
    (out / "_docgen").write_text(zsh(commands))
    (out / "docgen.fish").write_text(fish(commands))


if __name__ == "__main__":
    main()
