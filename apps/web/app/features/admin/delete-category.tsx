import { Form } from 'react-router';
import type { StaffCategory } from '@oja/shared/staff';

/**
 * Delete a category. One with products needs somewhere to move them, chosen in the same form;
 * the server refuses with a clear message otherwise.
 */
export function DeleteCategory({
  category,
  categories,
  busy,
}: {
  category: StaffCategory;
  categories: StaffCategory[];
  busy: boolean;
}) {
  const others = categories.filter((c) => c.id !== category.id);
  return (
    <Form
      method="post"
      action="/admin/categories"
      className="admin-delete-category"
      onSubmit={(e) => {
        if (!window.confirm(`Delete the category “${category.title}”?`)) e.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={category.id} />
      {category.product_count > 0 ? (
        <select name="move_to" defaultValue="" aria-label={`Move the products of ${category.title} to`}>
          <option value="">Move products to…</option>
          {others.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      ) : null}
      <button
        type="submit"
        className="button button-danger button-small"
        disabled={busy}
        aria-label={`Delete ${category.title}`}
      >
        Delete
      </button>
    </Form>
  );
}
