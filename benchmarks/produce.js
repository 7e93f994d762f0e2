// an immer-like copy-on-write produce(): a recipe mutates a draft, a Proxy
// over the state; only the objects it writes to are copied and the rest is
// shared with the previous state. Every read, write, `in`, delete and key
// listing of the recipe and of finalize goes through a proxy trap.
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }

var DRAFT = Symbol("draft");
var hasOwn = Object.prototype.hasOwnProperty;

function isObj(v) { return v !== null && typeof v === "object"; }
function shallowCopy(v) { return Array.isArray(v) ? v.slice() : Object.assign({}, v); }

function createDraft(base, parent) {
  var st = { base: base, copy: null, parent: parent, drafts: null };
  return new Proxy(st, handler);
}
function latest(st) { return st.copy || st.base; }
function markChanged(st) {
  if (st.copy) return;
  st.copy = shallowCopy(st.base);
  if (st.parent) markChanged(st.parent);
}
var handler = {
  get: function (st, key) {
    if (key === DRAFT) return st;
    var src = latest(st);
    if (!hasOwn.call(src, key)) return src[key];
    var v = src[key];
    if (!isObj(v) || (st.copy && v !== st.base[key])) return v; // new values are not drafted
    if (!st.drafts) st.drafts = new Map();
    var d = st.drafts.get(key);
    if (!d) { d = createDraft(v, st); st.drafts.set(key, d); }
    return d;
  },
  set: function (st, key, value) {
    var src = latest(st);
    if (src[key] === value && hasOwn.call(src, key)) return true;
    markChanged(st);
    if (st.drafts) st.drafts.delete(key);
    st.copy[key] = value;
    return true;
  },
  has: function (st, key) { return key in latest(st); },
  ownKeys: function (st) { return Reflect.ownKeys(latest(st)); },
  getOwnPropertyDescriptor: function (st, key) {
    var d = Reflect.getOwnPropertyDescriptor(latest(st), key);
    if (d) d.configurable = true;
    return d;
  },
  deleteProperty: function (st, key) {
    if (!hasOwn.call(latest(st), key)) return true;
    markChanged(st);
    if (st.drafts) st.drafts.delete(key);
    delete st.copy[key];
    return true;
  },
};

function finalize(st) {
  if (!st.copy) return st.base;
  if (st.drafts) st.drafts.forEach(function (d, key) { st.copy[key] = finalize(d[DRAFT]); });
  return st.copy;
}
function produce(base, recipe) {
  var draft = createDraft(base, null);
  recipe(draft);
  return finalize(draft[DRAFT]);
}

var N = 300;
var state = { meta: { version: 0, title: "users" }, users: [] };
for (var i = 0; i < N; i++)
  state.users.push({ id: i, name: "user" + i, tags: ["a", "b"], stats: { score: i % 13, visits: 0, extra: 1 } });

var shared = 0, keys = 0;
for (var it = 0; it < 40000; it++) {
  var prev = state;
  state = produce(state, function (d) {
    d.meta.version++;
    var u = d.users[(it * 7) % N];
    u.stats.score += u.id % 5;
    u.stats.visits++;
    if (it % 10 === 0) u.tags.push("t" + (it % 4));
    if (it % 25 === 0 && "extra" in u.stats) delete u.stats.extra;
    if (it % 100 === 0) for (var k in u) keys += k.length;
    if (it % 200 === 0) keys += Object.keys(d.meta).length + JSON.stringify(u.stats).length;
  });
  if (state.users[(it * 7 + 1) % N] === prev.users[(it * 7 + 1) % N]) shared++;
}
var score = 0, visits = 0, tags = 0;
for (var j = 0; j < N; j++) {
  score += state.users[j].stats.score;
  visits += state.users[j].stats.visits;
  tags += state.users[j].tags.length;
}
out(state.meta.version + " " + score + " " + visits + " " + tags + " " + shared + " " + keys);
