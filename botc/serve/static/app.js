// The page of `botc serve`: forms into the words `botc add` takes, answers
// from the server's event stream. No library, no build step.
"use strict";

const $ = (sel, root = document) => root.querySelector(sel);
const $$ = (sel, root = document) => Array.from(root.querySelectorAll(sel));

// The version of the answers a change's answer came after: the stream's
// answers from before it (still on their way) are not shown.
let floor = -1;

async function post(url, body) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await r.text();
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { error: text || `the server answered ${r.status}` };
  }
  if (typeof data.version === "number") floor = Math.max(floor, data.version);
  return data;
}

function escapeHtml(text) {
  const d = document.createElement("div");
  d.textContent = text;
  return d.innerHTML;
}

function say(html) {
  const box = $("#outcome");
  if (box) box.innerHTML = html;
}

// The words of a fact form, in the order its fields are laid out.
function collect(form) {
  const words = [];
  const noneBox = $(".none-box", form);
  const none = noneBox && noneBox.checked;
  for (const el of $$(".word", form)) {
    if (el.closest("[hidden]")) continue;
    if (none && el.closest(".fields")) continue;
    if (el.type === "checkbox" && !el.checked) continue;
    const value = el.value.trim();
    if (!value) continue;
    const key = el.closest(".key");
    if (key) words.push(key.dataset.key);
    if (el.classList.contains("text")) words.push(...value.split(/\s+/));
    else words.push(value);
  }
  if (none) words.push("none");
  return words;
}

async function addFact(body) {
  say('<p class="working"><span class="spin"></span> Checking the fact against every world...</p>');
  const data = await post(body.where ? "api/edit" : "api/add", body);
  if (data.error) say(`<p class="error">${escapeHtml(data.error)}</p>`);
  else say(data.html);
}

function setupTabs() {
  for (const b of $$(".tabs button")) {
    b.addEventListener("click", () => {
      for (const o of $$(".tabs button")) o.classList.toggle("on", o === b);
      for (const f of $$("form.fact")) f.hidden = f.dataset.tab !== b.dataset.tab;
    });
  }
}

async function loadPayload() {
  const ability = $("#info-ability");
  if (!ability) return;
  const r = await fetch("api/form?ability=" + encodeURIComponent(ability.value));
  $("#payload").innerHTML = await r.text();
}

let claims = {};

function followClaim() {
  const player = $("#info-player");
  const ability = $("#info-ability");
  const claim = claims[player.value];
  if (claim && $$("option", ability).some((o) => o.value === claim)) {
    ability.value = claim;
    loadPayload();
  }
}

function showEventFields() {
  const kind = $("#event-kind").value;
  for (const el of $$("#f-event [class^='for-']")) {
    el.hidden = !el.classList.contains("for-" + kind);
  }
}

function setupForms() {
  for (const form of $$("form.fact")) {
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      if (form.id === "f-words") {
        addFact({ line: $(".line", form).value, where: form.dataset.where,
                  digest: form.dataset.digest });
        stopReplacing();
      } else {
        addFact({ words: collect(form) });
      }
    });
  }
  $("#info-ability").addEventListener("change", loadPayload);
  $("#info-player").addEventListener("change", followClaim);
  $("#event-kind").addEventListener("change", showEventFields);
  showEventFields();
  $("#outcome").addEventListener("click", (ev) => {
    const b = ev.target.closest(".force");
    if (b) {
      addFact({ words: JSON.parse(b.dataset.words), force: true,
                where: b.dataset.where, digest: b.dataset.digest });
    }
  });
  for (const which of ["undo", "redo"]) {
    $("#" + which).addEventListener("click", async () => {
      const data = await post("api/" + which, {});
      const done = which === "undo" ? "Undone" : "Redone";
      say(data.error ? `<p class="error">${escapeHtml(data.error)}</p>`
                     : `<p class="ok">${done}${data.fact ? ": " + escapeHtml(data.fact) : ""}.</p>`);
    });
  }
  $("#facts").addEventListener("click", (ev) => {
    const b = ev.target.closest("button.edit, button.delete");
    if (!b) return;
    const digest = $("#facts .phases").dataset.digest;
    if (b.classList.contains("delete")) {
      addFact({ where: b.dataset.where, digest: digest });
      return;
    }
    const form = $("#f-words");
    $(".tabs button[data-tab='words']").click();
    $(".line", form).value = b.dataset.words;
    form.dataset.where = b.dataset.where;
    form.dataset.digest = digest;
    $("button[type=submit]", form).textContent = "Replace";
    $(".line", form).focus();
  });
  $("#f-words .cancel").addEventListener("click", () => {
    $("#f-words .line").value = "";
    stopReplacing();
  });
  followClaim();
  loadPayload();
}

// The Words tab back to adding a new fact (not replacing an earlier one).
function stopReplacing() {
  const form = $("#f-words");
  delete form.dataset.where;
  delete form.dataset.digest;
  $("button[type=submit]", form).textContent = "Add";
}

let names = null;

function listen() {
  const source = new EventSource("events");
  source.onmessage = (ev) => {
    const data = JSON.parse(ev.data);
    if (data.version < 0 || data.version < floor) return;
    if (names !== null && JSON.stringify(names) !== JSON.stringify(data.names)) {
      location.reload(); // a seat was added: the forms list the players
      return;
    }
    names = data.names;
    claims = data.claims;
    $("#game").innerHTML = data.game;
    $("#facts").innerHTML = data.facts_html;
    $("#answers").innerHTML = data.answers;
    $("#answers").dataset.version = data.version;
    $("#answers").dataset.of = data.of;
  };
}

function setupNew() {
  const form = $("#f-new");
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const body = Object.fromEntries(new FormData(form).entries());
    const file = $("input[name=upload]", form).files[0];
    delete body.upload;
    if (file) {
      body.upload_name = file.name;
      body.upload = await file.text();
    }
    say('<p class="working"><span class="spin"></span> Starting the game...</p>');
    const data = await post("api/new", body);
    if (data.error) say(`<p class="error">${escapeHtml(data.error)}</p>`);
    else location.reload();
  });
}

if ($("#f-new")) {
  setupNew();
} else {
  setupTabs();
  setupForms();
  listen();
}
