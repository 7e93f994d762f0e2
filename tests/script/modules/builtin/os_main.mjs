// tarn-only: tarn:os (node's process.argv.slice(2), process.env, process.exit behave the same here)
// env: TARN_TEST_VALUE=forty-two
import { args, env, exit } from 'tarn:os';
console.log(Array.isArray(args), args.length);
console.log(env.TARN_TEST_VALUE, typeof env.PATH);
console.log('before exit');
exit(0);
console.log('never printed');
// expect: true 0
// expect: forty-two string
// expect: before exit
