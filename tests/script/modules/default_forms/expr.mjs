let v = 10;
export default v * 2;
v = 99;
export function later() { return v; }
