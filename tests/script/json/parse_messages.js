// JSON.parse SyntaxError messages are V8's, positions in UTF-16 code units
const cases = ["", " ", "\t\n", "{", "}", "[", "]", "[1,]", "[,]", "{,}", "{'a':1}", '{"a" 1}', '{"a":}',
  '{"a":1,}', '{"a":1 "b":2}', '{"a"', '{"a":', '{"a":1', "[1 2]", "[1,2", "{}x", "1 2", "truex", "[1,2]]",
  "01", "-01", "00", "-", "-a", "1.", "1.e3", "1e", "1e+", "1E-x", ".5", "+1", "0x10",
  '"abc', '"a\u0001"', '"\t"', '"\\x"', '"\\', '"\\u', '"\\u12"', '"\\u12G4"', '"\\U0041"',
  "nul", "n", "t", "f", "fals", "nulL", "tr1", 'tr"', "True", "NaN", "Infinity", "-Infinity", "undefined",
  "[object Object]", "'x'", "\u00a01", "1\u00a0", '"😀"x', "[😀]",
  "x".repeat(40), "[" + "1,".repeat(20) + "x]", "[1,1,1,1,1,1,1,1,1,1,1,1,x,1,1,1,1,1,1,1,1,1,1,1,1,1]",
  "[" + "1,".repeat(4) + "x" + ",1".repeat(4) + "]", '{"' + "k".repeat(30) + '":1 x}', '["é" x]'];
for (const s of cases) {
  try { JSON.parse(s); console.log("parsed", JSON.stringify(s)); }
  catch (e) { console.log(JSON.stringify(s), e instanceof SyntaxError, e.message); }
}
try { JSON.parse(undefined); } catch (e) { console.log(e.message); }
try { JSON.parse(); } catch (e) { console.log(e.message); }
JSON.parse("{"); // expect runtime error: SyntaxError: Expected property name or '}' in JSON at position 1 (line 1 column 2)
// expect: "" true Unexpected end of JSON input
// expect: " " true Unexpected end of JSON input
// expect: "\t\n" true Unexpected end of JSON input
// expect: "{" true Expected property name or '}' in JSON at position 1 (line 1 column 2)
// expect: "}" true Unexpected token '}', "}" is not valid JSON
// expect: "[" true Unexpected end of JSON input
// expect: "]" true Unexpected token ']', "]" is not valid JSON
// expect: "[1,]" true Unexpected token ']', "[1,]" is not valid JSON
// expect: "[,]" true Unexpected token ',', "[,]" is not valid JSON
// expect: "{,}" true Expected property name or '}' in JSON at position 1 (line 1 column 2)
// expect: "{'a':1}" true Expected property name or '}' in JSON at position 1 (line 1 column 2)
// expect: "{\"a\" 1}" true Expected ':' after property name in JSON at position 5 (line 1 column 6)
// expect: "{\"a\":}" true Unexpected token '}', "{"a":}" is not valid JSON
// expect: "{\"a\":1,}" true Expected double-quoted property name in JSON at position 7 (line 1 column 8)
// expect: "{\"a\":1 \"b\":2}" true Expected ',' or '}' after property value in JSON at position 7 (line 1 column 8)
// expect: "{\"a\"" true Expected ':' after property name in JSON at position 4 (line 1 column 5)
// expect: "{\"a\":" true Unexpected end of JSON input
// expect: "{\"a\":1" true Expected ',' or '}' after property value in JSON at position 6 (line 1 column 7)
// expect: "[1 2]" true Expected ',' or ']' after array element in JSON at position 3 (line 1 column 4)
// expect: "[1,2" true Expected ',' or ']' after array element in JSON at position 4 (line 1 column 5)
// expect: "{}x" true Unexpected non-whitespace character after JSON at position 2 (line 1 column 3)
// expect: "1 2" true Unexpected non-whitespace character after JSON at position 2 (line 1 column 3)
// expect: "truex" true Unexpected non-whitespace character after JSON at position 4 (line 1 column 5)
// expect: "[1,2]]" true Unexpected non-whitespace character after JSON at position 5 (line 1 column 6)
// expect: "01" true Unexpected number in JSON at position 1 (line 1 column 2)
// expect: "-01" true Unexpected number in JSON at position 2 (line 1 column 3)
// expect: "00" true Unexpected number in JSON at position 1 (line 1 column 2)
// expect: "-" true No number after minus sign in JSON at position 1 (line 1 column 2)
// expect: "-a" true No number after minus sign in JSON at position 1 (line 1 column 2)
// expect: "1." true Unterminated fractional number in JSON at position 2 (line 1 column 3)
// expect: "1.e3" true Unterminated fractional number in JSON at position 2 (line 1 column 3)
// expect: "1e" true Exponent part is missing a number in JSON at position 2 (line 1 column 3)
// expect: "1e+" true Exponent part is missing a number in JSON at position 3 (line 1 column 4)
// expect: "1E-x" true Exponent part is missing a number in JSON at position 3 (line 1 column 4)
// expect: ".5" true Unexpected token '.', ".5" is not valid JSON
// expect: "+1" true Unexpected token '+', "+1" is not valid JSON
// expect: "0x10" true Unexpected non-whitespace character after JSON at position 1 (line 1 column 2)
// expect: "\"abc" true Unterminated string in JSON at position 4 (line 1 column 5)
// expect: "\"a\u0001\"" true Bad control character in string literal in JSON at position 2 (line 1 column 3)
// expect: "\"\t\"" true Bad control character in string literal in JSON at position 1 (line 1 column 2)
// expect: "\"\\x\"" true Bad escaped character in JSON at position 2 (line 1 column 3)
// expect: "\"\\" true Unexpected end of JSON input
// expect: "\"\\u" true Bad Unicode escape in JSON at position 3 (line 1 column 4)
// expect: "\"\\u12\"" true Bad Unicode escape in JSON at position 5 (line 1 column 6)
// expect: "\"\\u12G4\"" true Bad Unicode escape in JSON at position 5 (line 1 column 6)
// expect: "\"\\U0041\"" true Bad escaped character in JSON at position 2 (line 1 column 3)
// expect: "nul" true Unexpected end of JSON input
// expect: "n" true Unexpected end of JSON input
// expect: "t" true Unexpected end of JSON input
// expect: "f" true Unexpected end of JSON input
// expect: "fals" true Unexpected end of JSON input
// expect: "nulL" true Unexpected token 'L', "nulL" is not valid JSON
// expect: "tr1" true Unexpected number in JSON at position 2 (line 1 column 3)
// expect: "tr\"" true Unexpected string in JSON at position 2 (line 1 column 3)
// expect: "True" true Unexpected token 'T', "True" is not valid JSON
// expect: "NaN" true "NaN" is not valid JSON
// expect: "Infinity" true "Infinity" is not valid JSON
// expect: "-Infinity" true No number after minus sign in JSON at position 1 (line 1 column 2)
// expect: "undefined" true "undefined" is not valid JSON
// expect: "[object Object]" true "[object Object]" is not valid JSON
// expect: "'x'" true Unexpected token ''', "'x'" is not valid JSON
// expect: " 1" true Unexpected token ' ', " 1" is not valid JSON
// expect: "1 " true Unexpected non-whitespace character after JSON at position 1 (line 1 column 2)
// expect: "\"😀\"x" true Unexpected non-whitespace character after JSON at position 4 (line 1 column 5)
// expect: "[😀]" true Unexpected token '�', "[😀]" is not valid JSON
// expect: "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" true Unexpected token 'x', "xxxxxxxxxx"... is not valid JSON
// expect: "[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,x]" true Unexpected token 'x', ..."1,1,1,1,1,x]" is not valid JSON
// expect: "[1,1,1,1,1,1,1,1,1,1,1,1,x,1,1,1,1,1,1,1,1,1,1,1,1,1]" true Unexpected token 'x', ..."1,1,1,1,1,x,1,1,1,1,"... is not valid JSON
// expect: "[1,1,1,1,x,1,1,1,1]" true Unexpected token 'x', "[1,1,1,1,x,1,1,1,1]" is not valid JSON
// expect: "{\"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\":1 x}" true Expected ',' or '}' after property value in JSON at position 36 (line 1 column 37)
// expect: "[\"é\" x]" true Expected ',' or ']' after array element in JSON at position 5 (line 1 column 6)
// expect: "undefined" is not valid JSON
// expect: "undefined" is not valid JSON
