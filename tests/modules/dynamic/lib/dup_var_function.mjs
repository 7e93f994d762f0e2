// var and function of one name at a module's top level: an early SyntaxError
var smoosh;
function smoosh() {}
