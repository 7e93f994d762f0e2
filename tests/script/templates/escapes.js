console.log(`tab\there`, `\``, `\${not}`, `$notsub`, `\u0041`);
// expect: tab	here ` ${not} $notsub A
