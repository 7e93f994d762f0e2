export const here = 1; console.log('lib never runs');
