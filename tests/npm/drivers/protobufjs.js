// protobufjs: a .proto parsed at run time, messages encoded and decoded
// through its generated (new Function) codecs, JSON conversion, 64-bit
// integers and a reflection-built service.
const protobuf = require('protobufjs');
const proto = `
syntax = "proto3";
package demo;
message Point { int32 x = 1; sint32 y = 2; }
enum Kind { UNKNOWN = 0; CIRCLE = 1; SQUARE = 2; }
message Shape {
  string name = 1;
  Kind kind = 2;
  repeated Point points = 3;
  map<string, double> attrs = 4;
  int64 id = 5;
  bytes blob = 6;
  oneof extra { string note = 7; uint32 code = 8; }
  repeated fixed32 packed = 9;
  bool visible = 10;
  float ratio = 11;
}
service Shapes { rpc Get (Point) returns (Shape); }
`;
const root = protobuf.parse(proto).root;
const Shape = root.lookupType('demo.Shape');
const Kind = root.lookupEnum('demo.Kind');
console.log(Shape.fieldsArray.map((f) => f.name + ':' + f.type + (f.repeated ? '[]' : '')).join(' '), Kind.values);
const obj = { name: 'tri', kind: 2, points: [{ x: 1, y: -2 }, { x: 300, y: 70000 }], attrs: { w: 1.5, h: -0.25 },
  id: '9007199254740993', blob: Buffer.from([1, 2, 255]), code: 42, packed: [1, 2, 4000000000], visible: true, ratio: 0.1 };
console.log(Shape.verify(obj), Shape.verify({ name: 5 }));
const msg = Shape.fromObject(obj);
const buf = Shape.encode(msg).finish();
console.log(buf.length, Buffer.from(buf).toString('hex'));
const back = Shape.decode(buf);
console.log(back.name, back.kind, back.points.map((p) => [p.x, p.y]), back.attrs, back.id.toString(), back.extra, back.code);
console.log(JSON.stringify(Shape.toObject(back, { longs: String, enums: String, bytes: String, defaults: true })));
console.log(JSON.stringify(back.toJSON()));
const delim = Shape.encodeDelimited({ name: 'x' }).finish();
console.log(Buffer.from(delim).toString('hex'), Shape.decodeDelimited(delim).name);
try { Shape.decode(Buffer.from([0x0a, 0x05, 0x61])); } catch (e) { console.log(e.name, e.message); }
const w = protobuf.Writer.create();
w.uint32(300).sint64(-5).double(Math.PI).string('héllo ✓').bool(false);
const r = protobuf.Reader.create(w.finish());
console.log(r.uint32(), r.sint64().toString(), r.double(), r.string(), r.bool());
const Svc = root.lookupService('demo.Shapes');
const svc = Svc.create((method, data, cb) => { const p = root.lookupType('demo.Point').decode(data); cb(null, Shape.encode({ name: method.name + ' ' + p.x }).finish()); });
svc.get({ x: 7 }).then((s) => console.log('rpc', s.name));
const T = new protobuf.Type('Dyn').add(new protobuf.Field('n', 1, 'uint64')).add(new protobuf.Field('tags', 2, 'string', 'repeated'));
new protobuf.Root().define('x').add(T);
console.log(JSON.stringify(T.toObject(T.decode(T.encode({ n: 18446744073709551615n.toString(), tags: ['a', 'b'] }).finish()), { longs: String })));
