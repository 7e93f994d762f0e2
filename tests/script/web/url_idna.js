// IDNA: UTS #46 through ICU for non-ASCII hosts; ASCII hosts only lowercased, as node (ada) does
for (const h of ['xn--a.com', 'xn--ls8h.com', 'xn--zz.com', 'xn--.com', 'xn--a-ecp.ru', 'XN--LS8H.com', 'a\u200db.com', 'xn--9a.com', 'xn--tda.com', '-a-.com', 'ab--c.com', 'a..b', '.', 'a.b.', '١.com', 'a\u0300.com', 'xn--0ca.com', 'xn--abc'])
  try { console.log(JSON.stringify(h), new URL('http://' + h + '/').host) } catch (e) { console.log(JSON.stringify(h), e.message) }
// expect: "xn--a.com" xn--a.com
// expect: "xn--ls8h.com" xn--ls8h.com
// expect: "xn--zz.com" xn--zz.com
// expect: "xn--.com" xn--.com
// expect: "xn--a-ecp.ru" xn--a-ecp.ru
// expect: "XN--LS8H.com" xn--ls8h.com
// expect: "a‍b.com" Invalid URL
// expect: "xn--9a.com" xn--9a.com
// expect: "xn--tda.com" xn--tda.com
// expect: "-a-.com" -a-.com
// expect: "ab--c.com" ab--c.com
// expect: "a..b" a..b
// expect: "." .
// expect: "a.b." a.b.
// expect: "١.com" Invalid URL
// expect: "à.com" xn--0ca.com
// expect: "xn--0ca.com" xn--0ca.com
// expect: "xn--abc" xn--abc
