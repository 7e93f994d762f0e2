export default "cond via import";
