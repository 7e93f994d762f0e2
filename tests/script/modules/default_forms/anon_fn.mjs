export default function () { return 2; }
