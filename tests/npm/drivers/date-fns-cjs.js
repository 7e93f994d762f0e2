const { format, addMonths } = require('date-fns');
const { enUS } = require('date-fns/locale/en-US');
console.log(format(addMonths(new Date(2020, 0, 31), 1), 'yyyy-MM-dd', { locale: enUS }));
