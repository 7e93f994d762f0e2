-- tight numeric loops (same work as loop.js)
local s = 0
for i = 0, 20000000 - 1 do s = (s + i * 3) % 1000003 end
local d = 0.5
for j = 0, 5000000 - 1 do d = d * 1.0000001 + 0.25 end
print(s .. " " .. math.floor(d))
