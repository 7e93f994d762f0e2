import './tla_reject.mjs';
console.log('never printed');
