// Tortuga's only script besides htmx: keep a phone awake-feeling and forms safe.
// A form that failed with a network error keeps its client_move_id, so tapping
// again re-sends the same move and the server applies it at most once.
document.addEventListener("htmx:sendError", function (event) {
  var form = event.detail.elt.closest ? event.detail.elt.closest("form") : null;
  var box = document.getElementById("live");
  if (box && !document.getElementById("offline")) {
    var p = document.createElement("p");
    p.id = "offline";
    p.className = "warn";
    p.setAttribute("role", "alert");
    p.textContent = "No connection: your entry was not sent yet. Tap again when you are back online.";
    box.prepend(p);
  }
  if (form) {
    form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
  }
});
