try { new Array(-1); } catch (e) { console.log(e.name, e.message); }
try { (1).toFixed(200); } catch (e) { console.log(e.name, e.message); }
try { "x".repeat(-1); } catch (e) { console.log(e.name, e.message); }
// expect: RangeError Invalid array length
// expect: RangeError toFixed() digits argument must be between 0 and 100
// expect: RangeError Invalid count value: -1
