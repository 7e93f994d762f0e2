// graphql: a schema built from SDL, queries parsed, validated and executed
// with async resolvers, errors with locations, introspection and printing.
import { buildSchema, graphql, parse, print, validate, execute, GraphQLError, getIntrospectionQuery, buildClientSchema, printSchema, GraphQLSchema, GraphQLObjectType, GraphQLString, GraphQLInt, GraphQLList, GraphQLNonNull, Kind, visit } from 'graphql';
const schema = buildSchema(`
  """A book"""
  type Book { id: ID!, title: String!, year: Int, author: Author }
  type Author { name: String!, books: [Book!]! }
  enum Sort { TITLE YEAR }
  input Filter { minYear: Int = 0, title: String }
  interface Node { id: ID! }
  type Query { books(filter: Filter, sort: Sort = TITLE): [Book!]!, book(id: ID!): Book, hello(name: String = "world"): String @deprecated(reason: "old") }
  type Mutation { addBook(title: String!, year: Int): Book! }
`);
const author = { name: 'Ann', books: () => data };
const data = [{ id: '1', title: 'Zeta', year: 1999, author }, { id: '2', title: 'Alpha', year: 2010, author }];
const root = {
  books: async ({ filter = { minYear: 0 }, sort }) => data.filter((b) => b.year >= filter.minYear).sort((x, y) => (sort === 'TITLE' ? x.title.localeCompare(y.title) : x.year - y.year)),
  book: ({ id }) => { if (id === '0') throw new Error('no book 0'); return data.find((b) => b.id === id); },
  hello: ({ name }) => `hi ${name}`,
  addBook: ({ title, year }) => { const b = { id: String(data.length + 1), title, year, author }; data.push(b); return b; },
};
const q = `query Q($min: Int) { books(filter: { minYear: $min }) { id title ...F } hello b0: book(id: "0") { title } }
fragment F on Book { year author { name books { title } } }`;
console.log(JSON.stringify(await graphql({ schema, source: q, rootValue: root, variableValues: { min: 2000 } })));
console.log(JSON.stringify(await graphql({ schema, source: 'mutation { addBook(title: "New", year: 2024) { id title } }', rootValue: root })));
console.log(JSON.stringify(await graphql({ schema, source: '{ books(sort: YEAR) { title year } }', rootValue: root })));
const bad = parse('{ books { nope } book { title } hello(x: 1) }');
console.log(validate(schema, bad).map((e) => `${e.message} @${JSON.stringify(e.locations)}`));
try { parse('{ books( }'); } catch (e) { console.log(e instanceof GraphQLError, e.message, JSON.stringify(e.locations)); }
const doc = parse('query($a:Int=1){books(filter:{minYear:$a}){...on Book{title}}}');
console.log(print(doc));
const names = []; visit(doc, { Field: { enter(n) { names.push(n.name.value); } } });
console.log(names, doc.definitions[0].kind === Kind.OPERATION_DEFINITION);
const intro = await graphql({ schema, source: getIntrospectionQuery() });
console.log(printSchema(buildClientSchema(intro.data)).split('\n').length, printSchema(schema));
const Person = new GraphQLObjectType({ name: 'Person', fields: { name: { type: new GraphQLNonNull(GraphQLString) }, age: { type: GraphQLInt, resolve: (p) => Promise.resolve(p.age) }, tags: { type: new GraphQLList(GraphQLString) } } });
const s2 = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { me: { type: Person, resolve: () => ({ name: null, age: 3, tags: ['a'] }) }, n: { type: GraphQLInt, resolve: () => 2 ** 40 } } }) });
console.log(JSON.stringify(await execute({ schema: s2, document: parse('{ me { name age tags } n }') })));
