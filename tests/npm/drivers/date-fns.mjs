import { format, addDays, differenceInCalendarDays, parseISO, formatDistanceStrict, eachDayOfInterval, isWeekend, intervalToDuration, formatISO, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
const d = parseISO('2024-03-10T12:00:00');
console.log(format(d, "yyyy-MM-dd'T'HH:mm EEEE do MMMM"), format(addDays(d, 30), 'PPP'));
console.log(differenceInCalendarDays(new Date(2025, 0, 1), d), isWeekend(d), formatISO(startOfWeek(d)).slice(0, 10));
console.log(formatDistanceStrict(d, addDays(d, 45)), format(d, 'EEEE d MMMM yyyy', { locale: fr }));
console.log(eachDayOfInterval({ start: d, end: addDays(d, 3) }).map((x) => format(x, 'EEE')));
console.log(intervalToDuration({ start: new Date(2020, 0, 1), end: new Date(2024, 5, 15, 3, 4, 5) }));
