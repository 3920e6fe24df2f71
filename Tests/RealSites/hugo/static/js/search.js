// Fetches the JSON index Hugo writes for the home page and lists the pages whose title or
// text contains the query.
(function () {
  var script = document.currentScript;
  var form = document.querySelector("form.search");
  var results = document.getElementById("search-results");
  fetch(script.dataset.index).then(function (r) { return r.json(); }).then(function (pages) {
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var q = form.q.value.toLowerCase();
      results.innerHTML = "";
      pages.filter(function (p) { return (p.title + " " + p.text).toLowerCase().indexOf(q) >= 0; })
        .forEach(function (p) {
          var li = document.createElement("li");
          var a = document.createElement("a");
          a.href = p.url;
          a.textContent = p.title;
          li.appendChild(a);
          results.appendChild(li);
        });
    });
  });
})();
