// an ES module that names what require() returns (node 23+)
function getThing() { return 'thing'; }
export default getThing;
export const other = 1;
export { getThing as 'module.exports' };
