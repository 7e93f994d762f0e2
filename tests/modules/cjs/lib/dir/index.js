exports.where = "dir/index.js";
