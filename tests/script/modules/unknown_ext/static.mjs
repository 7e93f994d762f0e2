import d from './data.txt';
export { d };
