console.log(String(5), new String("x").length, typeof new String("x"), typeof String("x"), String.raw`a\nb${1}`);
// expect: 5 1 object string a\nb1
