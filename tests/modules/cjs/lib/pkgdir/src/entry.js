exports.where = "pkgdir/src/entry.js";
