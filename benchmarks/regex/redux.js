// regex-redux-shaped: the nine variant counts over a ~5 MB DNA string,
// then the IUB code substitutions (as in the Benchmarks Game program).
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var seed = 42;
function rnd() { seed = (seed * 3877 + 29573) % 139968; return seed / 139968; }
var acgt = "acgt", parts = [];
for (var i = 0; i < 100000; i++) parts.push(acgt.charAt((rnd() * 4) | 0));
var chunk = parts.join("");
var text = ">ONE Homo sapiens alu\n" + chunk.repeat(50).replace(/(.{60})/g, "$1\n");
var len0 = text.length;
text = text.replace(/>.*\n|\n/g, "");
var len1 = text.length;
var variants = [
    /agggtaaa|tttaccct/ig, /[cgt]gggtaaa|tttaccc[acg]/ig, /a[act]ggtaaa|tttacc[agt]t/ig,
    /ag[act]gtaaa|tttac[agt]ct/ig, /agg[act]taaa|ttta[agt]cct/ig, /aggg[acg]aaa|ttt[cgt]ccct/ig,
    /agggt[cgt]aa|tt[acg]accct/ig, /agggta[cgt]a|t[acg]taccct/ig, /agggtaa[cgt]|[acg]ttaccct/ig,
];
var counts = [];
for (var v = 0; v < variants.length; v++) { var m = text.match(variants[v]); counts.push(m ? m.length : 0); }
var subst = [[/tHa[Nt]/g, "<4>"], [/aND|caN|Ha[DS]|WaS/g, "<3>"], [/a[NSt]|BY/g, "<2>"], [/<[^>]*>/g, "|"], [/\|[^|][^|]*\|/g, "-"]];
var t2 = text.slice(0, 500000).replace(/a/g, "tHaN").replace(/c/g, "caN");
for (var s = 0; s < subst.length; s++) t2 = t2.replace(subst[s][0], subst[s][1]);
out(counts.join(" ") + " " + len0 + " " + len1 + " " + t2.length);
