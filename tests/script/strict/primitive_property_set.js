"use strict";
try { (5).x = 1; } catch (e) { console.log(e.message); }
try { "s".y = 1; } catch (e) { console.log(e.message); }
// expect: Cannot create property 'x' on number '5'
// expect: Cannot create property 'y' on string 's'
