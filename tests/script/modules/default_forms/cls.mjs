export default class Klass { hi() { return "hi"; } }
