// Tortuga's only script besides htmx. The Content-Security-Policy allows no inline
// script or handler, so everything a page does in the browser is here, wired by
// data attributes; every word shown comes from the server, translated there: the
// JSON block #tortuga-text of base.html (and data-confirm/data-done attributes, and
// the boxes a page renders for it, like the offline queue of tables/_queue.html).
(function () {
  "use strict";

  var catalogue = null;
  function text(name) {
    if (catalogue === null) {
      var block = document.getElementById("tortuga-text");
      try {
        catalogue = block ? JSON.parse(block.textContent) : {};
      } catch (error) {
        catalogue = {};
      }
    }
    return catalogue[name] || "";
  }

  // <form data-confirm="…"> and <button data-confirm="…">: ask before submitting.
  // Capture phase on the document runs before htmx's own listeners on the element,
  // so a "no" stops a plain submit and an htmx request alike.
  function refuse(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-confirm], input[type=submit][data-confirm]");
    if (!button || button.disabled) return;
    var question = button.dataset.confirm || (button.form && button.form.dataset.confirm);
    if (question && !window.confirm(question)) refuse(event);
  }, true);
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-confirm]")) return;
    // A confirming button was already asked on its click (Enter in a field clicks the
    // default button too): do not ask twice.
    if (event.submitter && event.submitter.hasAttribute("data-confirm")) return;
    if (!window.confirm(form.dataset.confirm)) refuse(event);
  }, true);

  // <button data-share="#input-id">: hand the input's link on (the phone's share sheet,
  // else the clipboard), then say so on the button (its data-done text).
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("button[data-share]");
    if (!button) return;
    var input = document.querySelector(button.dataset.share);
    if (!input) return;
    event.preventDefault();
    var done = function () { if (button.dataset.done) button.textContent = button.dataset.done; };
    if (navigator.share) {
      navigator.share({ url: input.value }).then(done, function () {});
    } else if (navigator.clipboard) {
      navigator.clipboard.writeText(input.value).then(done, function () { input.select(); });
    } else {
      input.select();
    }
  });

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
    var touched = isPoll && live.querySelector("form[data-touched]");
    if (!touched) return;
    event.detail.shouldSwap = false;
    if (!document.getElementById("changed")) {
      var note = document.createElement("p");
      note.id = "changed";
      note.className = "warn";
      note.setAttribute("role", "status");
      note.textContent = text("changed");
      // Below the form being filled, never above it: a line pushed in above would move
      // its button under a finger already on its way, and the tap would land elsewhere.
      touched.after(note);
    }
  });

  // Phones and the table screen stay awake while a table is live (the screen wake lock,
  // where the browser has it); the lock ends when the page is hidden, so it is taken
  // again when the page comes back.
  function keepAwake() {
    if (!("wakeLock" in navigator) || !document.getElementById("live")) return;
    if (document.visibilityState !== "visible") return;
    navigator.wakeLock.request("screen").catch(function () {});
  }
  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("DOMContentLoaded", keepAwake);

  // The table screen's [data-fullscreen] button: shown only where the Fullscreen API is;
  // its words for either state are both in the page, CSS shows the one that fits.
  function offerFullscreen() {
    var root = document.documentElement;
    if (!document.fullscreenEnabled || !root.requestFullscreen) return;
    document.querySelectorAll("[data-fullscreen]").forEach(function (button) {
      button.hidden = false;
    });
  }
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-fullscreen]");
    if (!button) return;
    if (document.fullscreenElement) document.exitFullscreen().catch(function () {});
    else document.documentElement.requestFullscreen().catch(function () {});
  });
  document.addEventListener("DOMContentLoaded", offerFullscreen);

  // A refused entry comes back with its choices kept and the reason beside its button:
  // bring that into view and announce it, wherever the player had scrolled to.
  document.addEventListener("htmx:afterSwap", function () {
    var refusal = document.getElementById("refusal");
    if (!refusal) return;
    refusal.scrollIntoView({ block: "center" });
    refusal.focus({ preventScroll: true });
  });

  // No connection (issue 13): the banner says so until the connection is back; a move
  // entered meanwhile waits in this phone's queue (below) instead of being lost.
  function showOffline() {
    rememberAway();
    if (document.getElementById("offline")) return;
    var slot = document.getElementById("offline-slot") || document.getElementById("live");
    if (!slot) return;
    var p = document.createElement("p");
    p.id = "offline";
    p.className = "warn";
    p.setAttribute("role", "alert");
    p.textContent = text(queueBox() ? "offline" : "offline-view");
    slot.prepend(p);
  }
  function clearOffline() {
    var banner = document.getElementById("offline");
    if (banner) banner.remove();
  }

  document.addEventListener("htmx:sendError", function (event) {
    showOffline();
    var form = event.detail.elt.closest ? event.detail.elt.closest("form") : null;
    if (!form) return;
    form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
    var config = event.detail.requestConfig;
    if (isQueued(form)) enqueue(form, config && config.formData ? config.formData : new FormData(form));
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.detail.successful || (event.detail.xhr && event.detail.xhr.status)) reconnected();
  });
  // The server failed (5xx) or never answered (htmx-config's timeout): the entry is not
  // lost to it. A move waits in this phone's queue and is sent again (the server knows
  // a retry by its client_move_id, so it is never applied twice); any other form says
  // so beside its button. A poll that fails is simply made again at the next beat.
  function notTaken(event) {
    var elt = event.detail.elt;
    var form = elt && elt.closest ? elt.closest("form") : null;
    if (!form) return;
    form.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
    var config = event.detail.requestConfig;
    if (isQueued(form)) {
      enqueue(form, config && config.formData ? config.formData : new FormData(form));
      return;
    }
    var note = form.querySelector(".not-taken");
    if (!note) {
      note = document.createElement("p");
      note.className = "error not-taken";
      note.setAttribute("role", "alert");
      form.append(note);
    }
    note.textContent = text("not-taken");
  }
  document.addEventListener("htmx:responseError", notTaken);
  document.addEventListener("htmx:timeout", notTaken);
  // Known to be offline at the tap: queue the entry without trying.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (navigator.onLine !== false || !isQueued(form)) return;
    refuse(event);
    showOffline();
    enqueue(form, new FormData(form, event.submitter || undefined));
  }, true);
  window.addEventListener("offline", showOffline);

  // The queue: entries kept in localStorage per table, so they survive a reload and a
  // browser restart, sent one at a time in the order they were made, each with its
  // client_move_id (a retry of an entry the server already has is answered as such).
  // The server says what became of each in its Tortuga-Entry header.
  var OLD_MS = 15 * 60 * 1000;
  var FINAL = { applied: 1, merged: 1, refused: 1, asks: 1 };
  var sending = false;
  function queueBox() { return document.getElementById("queue"); }
  function isQueued(form) {
    return !!(queueBox() && form.matches && form.matches("#live form") &&
      form.querySelector("input[name=client_move_id]") && /\/move\/$/.test(form.getAttribute("action") || ""));
  }
  function storeKey(what) { return "tortuga:" + what + ":" + queueBox().dataset.table; }
  function load() {
    try { return JSON.parse(localStorage.getItem(storeKey("queue")) || "[]"); } catch (error) { return []; }
  }
  function save(entries) {
    if (entries.length) localStorage.setItem(storeKey("queue"), JSON.stringify(entries));
    else localStorage.removeItem(storeKey("queue"));
    render(entries);
  }
  function update(id, changes) {
    var entries = load();
    entries.forEach(function (e) { if (e.id === id) Object.assign(e, changes); });
    save(entries);
  }

  function enqueue(form, data) {
    var fields = [];
    data.forEach(function (value, name) { if (name !== "csrfmiddlewaretoken") fields.push([name, String(value)]); });
    var id = data.get("client_move_id");
    // A second tap on the same form is the same entry: it waits once.
    var entries = load().filter(function (e) { return e.id !== id; });
    entries.push({ id: id, action: form.getAttribute("action"), fields: fields, label: entryLabel(form, data),
      at: Date.now(), state: "waiting" });
    save(entries);
    // Its choices are kept in the queue now: live updates of the form may go on.
    delete form.dataset.touched;
    schedule();
  }
  // The form's title and the values chosen, as the player sees them.
  function entryLabel(form, data) {
    var head = form.querySelector("h3") || (form.closest("section") || form).querySelector("h2") ||
      form.querySelector("button");
    var title = head ? head.textContent.trim() : "";
    var values = [];
    form.querySelectorAll("input:checked").forEach(function (input) {
      var label = input.closest("label");
      if (input.type !== "hidden" && label) values.push(label.textContent.trim());
    });
    form.querySelectorAll("input[type=number], input:not([type])").forEach(function (input) {
      if (input.value) values.push(input.value);
    });
    form.querySelectorAll("select").forEach(function (select) {
      Array.prototype.forEach.call(select.selectedOptions, function (o) { if (o.value) values.push(o.textContent.trim()); });
    });
    form.querySelectorAll("button[name]").forEach(function (button) {
      if (data.get(button.name) === button.value && button.textContent.trim() !== title) values.push(button.textContent.trim());
    });
    return values.length ? title + ": " + values.join(", ") : title;
  }

  function render(entries) {
    var box = queueBox();
    var list = box.querySelector("ol");
    list.replaceChildren();
    entries.forEach(function (e) {
      var li = document.createElement("li");
      li.className = "queued-entry";
      li.dataset.state = e.state;
      li.dataset.id = e.id;
      var what = document.createElement("span");
      what.className = "what";
      what.textContent = e.label;
      var state = document.createElement("span");
      state.className = "state";
      state.textContent = text(e.state);
      li.append(what, " ", state);
      if (e.reason) {
        var reason = document.createElement("span");
        reason.className = "reason";
        reason.textContent = e.reason;
        li.append(" ", reason);
      }
      if (e.state === "old") li.append(button("send", e.id), button("discard", e.id));
      if (FINAL[e.state]) li.append(button("dismiss", e.id));
      list.append(li);
    });
    box.hidden = entries.length === 0;
  }
  function button(action, id) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "btn" + (action === "send" ? " btn-primary" : "");
    b.dataset.queue = action;
    b.dataset.id = id;
    b.textContent = text(action);
    return b;
  }
  document.addEventListener("click", function (event) {
    var b = event.target.closest && event.target.closest("button[data-queue]");
    if (!b) return;
    if (b.dataset.queue === "send") {
      update(b.dataset.id, { state: "waiting", confirmed: true });
      flush();
    } else {
      save(load().filter(function (e) { return e.id !== b.dataset.id; }));
    }
  });
  document.addEventListener("click", function (event) {
    var b = event.target.closest && event.target.closest("button[data-dismiss]");
    var target = b && document.querySelector(b.dataset.dismiss);
    if (target) target.hidden = true;
    if (target && target.id === "away" && queueBox()) localStorage.removeItem(storeKey("away"));
  });

  // Send the waiting entries in order, one at a time; stop at the first that cannot go
  // (no connection, or made so long ago that the player decides).
  function flush() {
    if (sending || !queueBox()) return;
    var next = load().filter(function (e) { return !FINAL[e.state]; })[0];
    if (!next) return;
    if (!next.confirmed && Date.now() - next.at > OLD_MS) {
      if (next.state !== "old") update(next.id, { state: "old" });
      return;
    }
    sending = true;
    update(next.id, { state: "sending" });
    var body = new URLSearchParams();
    next.fields.forEach(function (pair) { body.append(pair[0], pair[1]); });
    fetch(next.action, { method: "POST", body: body, credentials: "same-origin",
      headers: { "X-CSRFToken": csrfToken(), "HX-Request": "true" } })
      .then(function (response) {
        return response.text().then(function (html) { return settle(next, response, html); });
      }, function () {
        update(next.id, { state: "waiting" });
        showOffline();
        return false;
      })
      .catch(function () { return false; })
      .then(function (goOn) { sending = false; if (goOn) flush(); });
  }
  // Record what became of ``entry``; true when the next one may go now.
  function settle(entry, response, html) {
    reconnected();
    var outcome = response.headers.get("Tortuga-Entry");
    // The server failed or asks to slow down (not the entry): it waits for the next try.
    if (response.status >= 500 || response.status === 429) {
      update(entry.id, { state: "waiting" });
      return false;
    }
    if (outcome === "duplicate") outcome = "applied";
    if (outcome === "asks") htmx.swap("#live", html, { swapStyle: "outerHTML" });
    if (!FINAL[outcome]) outcome = "refused";
    var reason = "";
    if (outcome === "refused") {
      var answer = new DOMParser().parseFromString(html, "text/html");
      var said = answer.querySelector("#refusal .error, #refusal .warn, .error, .warn");
      reason = said ? said.textContent.trim() : text("unknown");
    }
    update(entry.id, { state: outcome, reason: reason });
    if (outcome !== "asks") refreshLive();
    return outcome !== "asks";
  }
  function refreshLive() {
    var live = document.getElementById("live");
    if (live && live.getAttribute("hx-get")) htmx.ajax("GET", live.getAttribute("hx-get"), { target: "#live", swap: "outerHTML" });
  }
  function csrfToken() {
    try { return JSON.parse(document.body.getAttribute("hx-headers"))["X-CSRFToken"]; } catch (error) { return ""; }
  }

  // What happened while away: the version the page had when the connection dropped is
  // kept (through reloads) until the player has read the list of what was entered since.
  function rememberAway() {
    var live = document.getElementById("live");
    if (!queueBox() || !live || localStorage.getItem(storeKey("away")) !== null) return;
    // #live is the second step of an entry while it asks: its form has the version.
    var field = live.querySelector("input[name=expected_version]");
    localStorage.setItem(storeKey("away"), live.dataset.version || (field && field.value) || "0");
  }
  function showAway() {
    var box = document.getElementById("away");
    var since = queueBox() && localStorage.getItem(storeKey("away"));
    if (!box || since === null) return;
    fetch(box.dataset.url + "?since=" + encodeURIComponent(since), { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : ""; })
      .then(function (html) {
        var found = new DOMParser().parseFromString(html, "text/html").getElementById("away");
        if (found) document.getElementById("away").replaceWith(found);
      }, function () {});
  }
  // An answer came: if the phone was offline, it is back.
  function reconnected() {
    if (document.getElementById("offline")) {
      clearOffline();
      showAway();
    }
    flush();
  }
  window.addEventListener("online", function () {
    clearOffline();
    showAway();
    flush();
  });

  var timer = null;
  function schedule() {
    if (timer === null) timer = window.setInterval(flush, 5000);
  }
  document.addEventListener("DOMContentLoaded", start);
  if (document.readyState !== "loading") start();
  function start() {
    if (!queueBox() || start.done) return;
    start.done = true;
    render(load());
    schedule();
    if (navigator.onLine === false) showOffline();
    showAway();
    flush();
  }
})();
