export default () => 3;
