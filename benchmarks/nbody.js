// ES5 n-body: floating-point arithmetic through prototype methods on
// objects a constructor makes (no classes, no typed arrays)
function out(s) { if (typeof console !== "undefined") console.log(s); else print(s); }
var PI = Math.PI, SOLAR_MASS = 4 * PI * PI, DAYS_PER_YEAR = 365.24;

function Body(x, y, z, vx, vy, vz, mass) {
  this.x = x; this.y = y; this.z = z;
  this.vx = vx; this.vy = vy; this.vz = vz;
  this.mass = mass;
}
Body.prototype.offsetMomentum = function (px, py, pz) {
  this.vx = -px / SOLAR_MASS; this.vy = -py / SOLAR_MASS; this.vz = -pz / SOLAR_MASS;
  return this;
};
Body.prototype.move = function (dt) {
  this.x += dt * this.vx; this.y += dt * this.vy; this.z += dt * this.vz;
};
Body.prototype.kinetic = function () {
  return 0.5 * this.mass * (this.vx * this.vx + this.vy * this.vy + this.vz * this.vz);
};

function NBodySystem(bodies) {
  this.bodies = bodies;
  var px = 0, py = 0, pz = 0;
  for (var i = 0; i < bodies.length; i++) {
    var b = bodies[i];
    px += b.vx * b.mass; py += b.vy * b.mass; pz += b.vz * b.mass;
  }
  bodies[0].offsetMomentum(px, py, pz);
}
NBodySystem.prototype.interact = function (a, b, dt) {
  var dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
  var d2 = dx * dx + dy * dy + dz * dz;
  var mag = dt / (d2 * Math.sqrt(d2));
  var bm = b.mass * mag, am = a.mass * mag;
  a.vx -= dx * bm; a.vy -= dy * bm; a.vz -= dz * bm;
  b.vx += dx * am; b.vy += dy * am; b.vz += dz * am;
};
NBodySystem.prototype.advance = function (dt) {
  var bodies = this.bodies, n = bodies.length, i, j;
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++) this.interact(bodies[i], bodies[j], dt);
  for (i = 0; i < n; i++) bodies[i].move(dt);
};
NBodySystem.prototype.energy = function () {
  var bodies = this.bodies, e = 0, i, j;
  for (i = 0; i < bodies.length; i++) {
    var a = bodies[i];
    e += a.kinetic();
    for (j = i + 1; j < bodies.length; j++) {
      var b = bodies[j], dx = a.x - b.x, dy = a.y - b.y, dz = a.z - b.z;
      e -= (a.mass * b.mass) / Math.sqrt(dx * dx + dy * dy + dz * dz);
    }
  }
  return e;
};

function sun() { return new Body(0, 0, 0, 0, 0, 0, SOLAR_MASS); }
function jupiter() {
  return new Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
    1.66007664274403694e-03 * DAYS_PER_YEAR, 7.69901118419740425e-03 * DAYS_PER_YEAR,
    -6.90460016972063023e-05 * DAYS_PER_YEAR, 9.54791938424326609e-04 * SOLAR_MASS);
}
function saturn() {
  return new Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
    -2.76742510726862411e-03 * DAYS_PER_YEAR, 4.99852801234917238e-03 * DAYS_PER_YEAR,
    2.30417297573763929e-05 * DAYS_PER_YEAR, 2.85885980666130812e-04 * SOLAR_MASS);
}
function uranus() {
  return new Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
    2.96460137564761618e-03 * DAYS_PER_YEAR, 2.37847173959480950e-03 * DAYS_PER_YEAR,
    -2.96589568540237556e-05 * DAYS_PER_YEAR, 4.36624404335156298e-05 * SOLAR_MASS);
}
function neptune() {
  return new Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
    2.68067772490389322e-03 * DAYS_PER_YEAR, 1.62824170038242295e-03 * DAYS_PER_YEAR,
    -9.51592254519715870e-05 * DAYS_PER_YEAR, 5.15138902046611451e-05 * SOLAR_MASS);
}

var sys = new NBodySystem([sun(), jupiter(), saturn(), uranus(), neptune()]);
var e0 = sys.energy();
for (var step = 0; step < 200000; step++) sys.advance(0.01);
out(e0.toFixed(9) + " " + sys.energy().toFixed(9));
