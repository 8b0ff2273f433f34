/**
 * A CSV reader for the jobs spreadsheet's export (`careers.csv-import`): RFC 4180 fields,
 * quoted fields with commas, doubled quotes and line breaks inside, CRLF or LF line ends, a
 * byte-order mark at the start. Each record keeps the line it starts on (1 = the first line),
 * so a problem can be reported where a person sees it in the sheet.
 */
export type CsvRecord = { line: number; fields: string[] };

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.name = "CsvError";
    this.line = line;
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  /** Whether the current field began with a quote (text after its closing quote is an error). */
  let wasQuoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A line with nothing on it is not a record.
    if (!(fields.length === 1 && fields[0] === "" && !wasQuoted))
      records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    wasQuoted = false;
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = input[i];
        if (next !== undefined && next !== "," && next !== "\n" && next !== "\r")
          throw new CsvError(line, `line ${line}: text after a closing quote`);
        continue;
      }
      if (c === "\n") line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === "") {
      quoted = true;
      wasQuoted = true;
      i += 1;
      continue;
    }
    if (c === ",") {
      fields.push(field);
      field = "";
      wasQuoted = false;
      i += 1;
      continue;
    }
    if (c === "\r" || c === "\n") {
      endRecord();
      i += c === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    field += c;
    i += 1;
  }
  if (quoted) throw new CsvError(recordLine, `line ${recordLine}: a quoted field is not closed`);
  if (field !== "" || fields.length > 0 || wasQuoted) endRecord();
  return records;
}
