globalThis.libRuns = (globalThis.libRuns || 0) + 1;
export default 'lib default';
