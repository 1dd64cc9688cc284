import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Numbers taken in the statement that writes them (docs/decisions/025): a payment's invoice numbers, an
 * order's number. The statement's `WITH` entry `numbers` answers each series' number (`series`, `number`);
 * until then a service writes `placeholder(series)` wherever a number goes, in any text, and `fill` turns
 * such a text into the SQL value that puts the numbers in place (`fillJson`, rows written as JSON,
 * `insertJsonRows`).
 */
export class StatementNumbers {
  /** What opens each placeholder: unguessable, so no text a buyer or supplier typed can pass for one. */
  private readonly opening = `\uE000${randomBytes(6).toString('base64url')}:`;
  /** The series placeholders were given for. */
  private readonly series = new Set<string>();

  placeholder(series: string): string {
    this.series.add(series);
    return this.placeholderOf(series);
  }

  private placeholderOf(series: string): string {
    return `${this.opening}${series}\uE001`;
  }

  fill(text: string): string | SQL;
  fill(text: string | null): string | SQL | null;
  fill(text: string | null): string | SQL | null {
    if (text === null || !text.includes(this.opening)) return text;
    // The text around each placeholder as it is, each placeholder as its series' number.
    const values: SQL[] = [];
    let rest = text;
    for (let start = rest.indexOf(this.opening); start >= 0; start = rest.indexOf(this.opening)) {
      const end = rest.indexOf('\uE001', start);
      const series = rest.slice(start + this.opening.length, end);
      values.push(
        sql`${rest.slice(0, start)}::text`,
        sql`(select number from numbers where series = ${series})`,
      );
      rest = rest.slice(end + 1);
    }
    values.push(sql`${rest}::text`);
    return sql`(${sql.join(values, sql` || `)})`;
  }

  /**
   * `json` (rows as JSON text, `insertJsonRows`) as the SQL json value in which every placeholder is its
   * number, escaped as JSON text is.
   */
  fillJson(json: string): SQL {
    let filled = sql`${json}::text`;
    for (const series of this.series) {
      const number = sql`(select to_json(number)::text from numbers where series = ${series})`;
      filled = sql`replace(${filled}, ${this.placeholderOf(series)}, substr(${number}, 2, length(${number}) - 2))`;
    }
    return sql`${filled}::json`;
  }
}

/**
 * The SQL of a number in `form` for the sequence `sequence` (an integer column): as the domain's
 * `numberInForm`, the head, then the sequence zero-padded, never cut.
 */
export function numberInFormSql(form: { head: SQL | string; digits: SQL | number }, sequence: SQL): SQL {
  const digits = sql`${sequence}::text`;
  return sql`${form.head}::text || lpad(${digits}, greatest(${form.digits}::integer, length(${digits})), '0')`;
}
