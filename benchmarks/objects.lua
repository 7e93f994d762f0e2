-- objects with fields and methods (same work as objects.js)
local Vec = {}
Vec.__index = Vec
local function new(x, y) return setmetatable({x = x, y = y}, Vec) end
function Vec:add(o) return new(self.x + o.x, self.y + o.y) end
function Vec:dot(o) return self.x * o.x + self.y * o.y end
local acc, sum = new(0, 0), 0
for i = 0, 2000000 - 1 do
  local v = new(i % 7, i % 11)
  acc = acc:add(v)
  sum = (sum + v:dot(acc)) % 1000000007
end
local objs = {}
for k = 0, 200000 - 1 do objs[#objs + 1] = {id = k, name = "o", w = k * 2} end
local t = 0
for m = 1, #objs do t = t + objs[m].w - objs[m].id end
print(acc.x .. " " .. acc.y .. " " .. sum .. " " .. t)
