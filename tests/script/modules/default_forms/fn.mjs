export default function named() { return 1; }
