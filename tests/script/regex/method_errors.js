try { console.log("abc".match({[Symbol.match]: 1, toString(){return "b"}})); } catch (e) { console.log(String(e)); }
try { console.log("abc".match({[Symbol.match]: false, toString(){return "b"}})); } catch (e) { console.log(String(e)); }
try { console.log("abc".replace({[Symbol.replace]: 0, toString(){return "b"}}, "x")); } catch (e) { console.log(String(e)); }
try { console.log("abc".split({[Symbol.split]: "s", toString(){return "b"}})); } catch (e) { console.log(String(e)); }
// expect: TypeError: '1' returned for property 'Symbol(Symbol.match)' of object '[object Object]' is not a function
// expect: TypeError: 'false' returned for property 'Symbol(Symbol.match)' of object '[object Object]' is not a function
// expect: TypeError: number 0 is not a function
// expect: TypeError: string "s" is not a function
