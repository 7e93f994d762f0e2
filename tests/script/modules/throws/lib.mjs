console.log('lib runs');
export function f() { throw new Error('boom from lib'); }
