// @faker-js/faker: seeded generation (its Mersenne Twister over 32-bit
// integer arithmetic) through its large locale tables, in three locales.
import { faker, fakerDE, fakerJA, Faker, en, base } from '@faker-js/faker';
faker.seed(42);
console.log(faker.person.fullName(), faker.person.jobTitle(), faker.location.city(), faker.location.zipCode());
console.log(faker.internet.email(), faker.internet.userName?.() ?? faker.internet.username(), faker.internet.ipv4(), faker.internet.ipv6());
console.log(faker.string.uuid(), faker.string.alphanumeric(12), faker.string.hexadecimal({ length: 8 }), faker.string.nanoid());
console.log(faker.number.int({ min: 1, max: 1000 }), faker.number.float({ min: 0, max: 1, fractionDigits: 4 }), faker.number.bigInt({ min: 10n, max: 10n ** 20n }));
console.log(faker.date.between({ from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' }).toISOString(), faker.date.past({ refDate: '2024-06-01T00:00:00Z' }).toISOString());
console.log(faker.lorem.sentence(), faker.lorem.paragraph(2));
console.log(faker.commerce.productName(), faker.commerce.price({ min: 5, max: 50, dec: 2, symbol: '$' }), faker.finance.iban(), faker.finance.creditCardNumber());
console.log(faker.helpers.arrayElements(['a', 'b', 'c', 'd', 'e'], 3), faker.helpers.shuffle([1, 2, 3, 4, 5]), faker.helpers.fake('{{person.firstName}} from {{location.country}}'));
console.log(faker.helpers.multiple(() => faker.animal.type(), { count: 4 }), faker.color.rgb(), faker.phone.number(), faker.word.words(3));
console.log(faker.helpers.fromRegExp('[A-Z]{3}-[0-9]{2,4}'), faker.helpers.replaceSymbols('##-??-**'), faker.system.fileName(), faker.git.commitSha());
fakerDE.seed(7); fakerJA.seed(7);
console.log(fakerDE.person.fullName(), fakerDE.location.streetAddress(true), fakerDE.company.name());
console.log(fakerJA.person.fullName(), fakerJA.location.city(), fakerJA.phone.number());
const custom = new Faker({ locale: [en, base], seed: 123 });
console.log(custom.person.firstName(), custom.number.int(100), custom.datatype.boolean(), custom.image.url({ width: 10, height: 20 }));
