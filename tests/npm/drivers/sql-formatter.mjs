// sql-formatter: SQL tokenized with its regex lexer (nearley grammar) and
// pretty-printed in several dialects and styles.
import { format, formatDialect, postgresql, sqlite } from 'sql-formatter';
const q = "select a.id, count(*) as n, max(b.price) from orders a left join items b on b.order_id = a.id where a.created_at > '2024-01-01' and b.price between 10 and 20 group by a.id having count(*) > 1 order by n desc limit 10;";
console.log(format(q));
console.log(format(q, { language: 'mysql', keywordCase: 'upper', tabWidth: 4, linesBetweenQueries: 2 }));
console.log(format('insert into t (a, b) values (1, \'x\'), (2, $$y$$) returning *; update t set a = a + 1 where b ilike \'%z%\'', { language: 'postgresql', keywordCase: 'upper', indentStyle: 'tabularLeft' }));
console.log(format('with recursive cte(n) as (select 1 union all select n + 1 from cte where n < 5) select * from cte', { language: 'sqlite', expressionWidth: 20, logicalOperatorNewline: 'after' }));
console.log(format('SELECT * FROM tbl WHERE id = :id AND name = ?', { language: 'sql', params: { id: '42' }, paramTypes: { named: [':'], positional: true } }));
console.log(formatDialect('select case when x > 0 then \'pos\' when x < 0 then \'neg\' else \'zero\' end as sign from nums', { dialect: postgresql, keywordCase: 'lower', denseOperators: true }));
console.log(formatDialect('create table t (id integer primary key, name text not null default \'\')', { dialect: sqlite, dataTypeCase: 'upper' }));
try { format('select * from t where a = "unterminated', { language: 'postgresql' }); } catch (e) { console.log(e.constructor.name, e.message.split('\n')[0]); }
