// A day whose midnight a time zone skips (São Paulo's DST began at 00:00 until 2018)
// starts at the transition: hoursInDay, startOfDay, withPlainTime(), round to a day,
// toZonedDateTime of the date; days with a midnight are unchanged.
for (const s of ['2018-11-04T12:00[America/Sao_Paulo]', '2010-08-15T12:00[America/Santiago]', '2018-11-03T12:00[America/Sao_Paulo]', '1919-07-01T12:00[America/Toronto]'])
  { const z = Temporal.ZonedDateTime.from(s); console.log(s, z.hoursInDay, z.startOfDay().toString(), z.withPlainTime().toString(), z.round({smallestUnit: 'day'}).toString()); }
console.log(Temporal.PlainDate.from('2018-11-04').toZonedDateTime('America/Sao_Paulo').toString());
console.log(Temporal.ZonedDateTime.from('2018-11-04T00:00[America/Sao_Paulo]').toString());
// expect: 2018-11-04T12:00[America/Sao_Paulo] 23 2018-11-04T01:00:00-02:00[America/Sao_Paulo] 2018-11-04T01:00:00-02:00[America/Sao_Paulo] 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
// expect: 2010-08-15T12:00[America/Santiago] 24 2010-08-15T00:00:00-04:00[America/Santiago] 2010-08-15T00:00:00-04:00[America/Santiago] 2010-08-16T00:00:00-04:00[America/Santiago]
// expect: 2018-11-03T12:00[America/Sao_Paulo] 24 2018-11-03T00:00:00-03:00[America/Sao_Paulo] 2018-11-03T00:00:00-03:00[America/Sao_Paulo] 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
// expect: 1919-07-01T12:00[America/Toronto] 24 1919-07-01T00:00:00-04:00[America/Toronto] 1919-07-01T00:00:00-04:00[America/Toronto] 1919-07-02T00:00:00-04:00[America/Toronto]
// expect: 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
// expect: 2018-11-04T01:00:00-02:00[America/Sao_Paulo]
