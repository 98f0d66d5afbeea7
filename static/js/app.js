// Tortuga's only script besides htmx.
(function () {
  "use strict";

  // A player half-way through an entry must not lose it to a live update: mark a
  // form as touched on input, and while any form in the live region is touched,
  // a poll's fresh content waits (the POST's answer replaces the region anyway).
  document.addEventListener("input", markTouched, true);
  document.addEventListener("change", markTouched, true);
  function markTouched(event) {
    var form = event.target.closest && event.target.closest("#live form");
    if (form) form.dataset.touched = "1";
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var live = document.getElementById("live");
    var isPoll = event.detail.requestConfig && event.detail.requestConfig.verb === "get" &&
      event.detail.elt === live;
    if (!isPoll || !live.querySelector("form[data-touched]")) return;
    event.detail.shouldSwap = false;
    if (!document.getElementById("changed")) {
      var note = document.createElement("p");
      note.id = "changed";
      note.className = "warn";
      note.setAttribute("role", "status");
      note.textContent = "The table changed. Finish your entry; it will be checked against the new state.";
      live.prepend(note);
    }
  });

  // A form that failed with a network error keeps its client_move_id, so tapping
  // again re-sends the same move and the server applies it at most once.
  document.addEventListener("htmx:sendError", function (event) {
    var live = document.getElementById("live");
    if (live && !document.getElementById("offline")) {
      var p = document.createElement("p");
      p.id = "offline";
      p.className = "warn";
      p.setAttribute("role", "alert");
      p.textContent = "No connection: your entry was not sent yet. Tap again when you are back online.";
      live.prepend(p);
    }
    var form = event.detail.elt.closest ? event.detail.elt.closest("form") : null;
    if (form) form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
  });
})();
