-- Drops `set_content_order`, which set a whole content list's order at once: no screen calls it
-- (the back-office moves one item up or down through `move_content_item`), and a `security
-- definer` function that nothing uses is attack surface with no purpose. The position columns'
-- comments now name the one function left that moves items.

drop function public.set_content_order(public.ordered_content, uuid[]);

comment on column public.menu_items.position is 'Place in the menu, 1 first; moved only by move_content_item.';
comment on column public.offers.position is 'Place in the offers list, 1 first; moved only by move_content_item.';
comment on column public.faqs.position is 'Place in the FAQ list, 1 first; moved only by move_content_item.';
