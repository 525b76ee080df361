/** A table's caption (for screen readers) and its column heads; a column that is off (points without the reward flag) is `false`. */
export default function ColumnHeads({ caption, columns }: { caption: string; columns: (string | false)[] }) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns
            .filter((c): c is string => c !== false)
            .map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
        </tr>
      </thead>
    </>
  );
}
