// Pattern syntax: every construct, as exec results.
const show = (re, s) => { const m = re.exec(s); console.log(m === null ? null : JSON.stringify([...m]), m && m.index); };
show(/abc/, "xxabcx");
show(/a|bc|d/, "zbcd");
show(/a*b+c?/, "aaabbd");
show(/a{2}b{1,}c{1,2}d{0,1}/, "aabbbccd");
show(/a+?b*?/, "aaab");
show(/a{2,3}?/, "aaaa");
show(/[abc]+[^abc]/, "cabz");
show(/[a-fA-F0-9]+/, "xx0fA9q");
show(/[\d\s]+\w\W\D\S/, "1 2x.y!");
show(/\bfoo\B./, "a foox b");
show(/^\t\n\v\f\r\0$/, "\t\n\v\f\r\0");
show(/\x41\u0042\cC\103/, "AB\x03C");
show(/./, "\n\rx");
show(/[.]\./, "a..");
show(/(a)(?:b)(c)/, "abc");
show(/(?<year>\d{4})-(?<m>\d\d)/, "on 2024-05");
show(/(a)\1/, "aa");
show(/(?<q>['"]).*?\k<q>/, "say 'hi' \"x\"");
show(/\1(a)/, "aa");
show(/(a)|\1b/, "b");
show(/x(?=y)/, "xzxy");
show(/x(?!y)/, "xyxz");
show(/(?<=\$)\d+/, "cost $42");
show(/(?<!\$)\b\d+/, "$4 and 7");
show(/(?<=(\d+)(\d+))$/, "1053");
show(/(?<=\1(a))b/, "aab");
show(/(?=(a+))a*b\1/, "baaabac");
show(/(.*?)a(?!(a+)b\2c)\2(.*)/, "baaabaac");
show(/(z)((a+)?(b+)?(c))*/, "zaacbbbcac");
show(/(a*)*/, "b");
show(/(a*)+/, "b");
show(/(a|ab)(c|bcd)(d*)/, "abcd");
show(/(?:a|b)*c/, "ababc");
show(/a[]/, "a");
show(/a[^]/, "a\n");
show(/[\b]/, "\b");
show(/\//, "a/b");
show(/[/]/, "a/b");
show(/{/, "{");
show(/a{,2}/, "a{,2}");
show(/x]/, "x]");
show(/\8\9/, "89");
show(/[\-a]+/, "-a-");
show(/\c/, "\\c");
show(/[\c_]/, "\x1f");
show(/(?:)/, "abc");
show(/(|a)+/, "a");
show(/(?:a?)*?b/, "aab");
show(/(a)?(b)?c/, "bc");
show(/((a)|b)+/, "ab");
// expect: ["abc"] 2
// expect: ["bc"] 1
// expect: ["aaabb"] 0
// expect: ["aabbbccd"] 0
// expect: ["a"] 0
// expect: ["aa"] 0
// expect: ["cabz"] 0
// expect: ["0fA9"] 2
// expect: ["1 2x.y!"] 0
// expect: ["foox"] 2
// expect: ["\t\n\u000b\f\r\u0000"] 0
// expect: ["AB\u0003C"] 0
// expect: ["x"] 2
// expect: [".."] 1
// expect: ["abc","a","c"] 0
// expect: ["2024-05","2024","05"] 3
// expect: ["aa","a"] 0
// expect: ["'hi'","'"] 4
// expect: ["a","a"] 0
// expect: ["b",null] 0
// expect: ["x"] 2
// expect: ["x"] 2
// expect: ["42"] 6
// expect: ["7"] 7
// expect: ["","1","053"] 4
// expect: ["b","a"] 2
// expect: ["aba","a"] 3
// expect: ["baaabaac","ba",null,"abaac"] 0
// expect: ["zaacbbbcac","z","ac","a",null,"c"] 0
// expect: ["",null] 0
// expect: ["",""] 0
// expect: ["abcd","a","bcd",""] 0
// expect: ["ababc"] 0
// expect: null null
// expect: ["a\n"] 0
// expect: ["\b"] 0
// expect: ["/"] 1
// expect: ["/"] 1
// expect: ["{"] 0
// expect: ["a{,2}"] 0
// expect: ["x]"] 0
// expect: ["89"] 0
// expect: ["-a-"] 0
// expect: ["\\c"] 0
// expect: ["\u001f"] 0
// expect: [""] 0
// expect: ["a","a"] 0
// expect: ["aab"] 0
// expect: ["bc",null,"b"] 0
// expect: ["ab","b",null] 0
