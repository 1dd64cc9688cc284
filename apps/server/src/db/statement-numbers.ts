import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Numbers taken in the statement that writes them (docs/decisions/025): a payment's invoice numbers, an
 * order's number. The statement's `WITH` entry `numbers` answers each series' number (`series`, `number`);
 * until then a service writes `placeholder(series)` wherever a number goes, in any text, and `fill` turns
 * such a text into the SQL value that puts the numbers in place.
 */
export class StatementNumbers {
  /** Unguessable, so no text a buyer or supplier typed can pass for a placeholder. */
  private readonly nonce = randomBytes(6).toString('base64url');
  private readonly placeholders = new RegExp(`\uE000${this.nonce}:([^\uE001]+)\uE001`);

  /** The series placeholders were given for. */
  private readonly series = new Set<string>();

  placeholder(series: string): string {
    this.series.add(series);
    return `\uE000${this.nonce}:${series}\uE001`;
  }

  fill(text: string): string | SQL;
  fill(text: string | null): string | SQL | null;
  fill(text: string | null): string | SQL | null {
    if (text === null || !this.placeholders.test(text)) return text;
    // A split at a capturing pattern alternates the text around placeholders and the series they name.
    const values = text
      .split(new RegExp(this.placeholders, 'g'))
      .map((piece, index) =>
        index % 2 === 0 ? sql`${piece}::text` : sql`(select number from numbers where series = ${piece})`,
      );
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
      filled = sql`replace(${filled}, ${this.placeholder(series)}, substr(${number}, 2, length(${number}) - 2))`;
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
