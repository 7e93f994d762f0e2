// node:url from an ES module: the default export, named exports and the namespace.
import url, { fileURLToPath, pathToFileURL, parse } from 'node:url';
import * as ns from 'url';
console.log(typeof url.parse, fileURLToPath(import.meta.url).endsWith('url_esm_main.mjs'), pathToFileURL('/a b').href, parse === ns.parse);
console.log(Object.keys(ns).sort().join());
// expect: function true file:///a%20b true
// expect: URL,URLPattern,URLSearchParams,Url,default,domainToASCII,domainToUnicode,fileURLToPath,fileURLToPathBuffer,format,parse,pathToFileURL,resolve,resolveObject,urlToHttpOptions
