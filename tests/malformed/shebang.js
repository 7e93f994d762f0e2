#!/usr/bin/env tarn
console.log('ok'); // expect: ok
