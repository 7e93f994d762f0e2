require("./not-there");
