export default 'js';
