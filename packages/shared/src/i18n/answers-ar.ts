/**
 * The api's answers and the forms' field messages in Arabic, keyed by their English words as the api and the
 * shared schemas write them (`{name}` stands for a part that varies). A part that is itself a known phrase
 * (a field's name, a wait such as "5 minutes") is put in Arabic too. Back-office answers stay in English.
 */
export const ANSWERS_AR: Readonly<Record<string, string>> = {
  // Every request
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'The store is temporarily unavailable: its database cannot be reached.':
    'المتجر غير متاح مؤقتًا، يرجى المحاولة بعد قليل.',
  'The request is invalid.': 'الطلب غير صالح.',
  'The request is not valid.': 'الطلب غير صالح.',
  'The request body is too large.': 'حجم الطلب كبير جدًا.',
  'The request body must be a JSON object.': 'الطلب غير صالح.',
  'Please login to continue.': 'يرجى تسجيل الدخول للمتابعة.',
  'Too many attempts. Please try again in {after}.': 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {after}.',
  '1 second': 'ثانية واحدة',
  '{n} seconds': '{n} ثانية',
  '1 minute': 'دقيقة واحدة',
  '{n} minutes': '{n} دقيقة',
  '1 hour': 'ساعة واحدة',
  '{n} hours': '{n} ساعة',
  'The store answered {status}. Please try again.': 'ردّ المتجر بالرمز {status}. يرجى المحاولة مرة أخرى.',
  'Could not reach the store. Check your connection and try again.':
    'تعذّر الوصول إلى المتجر. تحققوا من اتصالكم بالإنترنت وحاولوا مرة أخرى.',
  'The store sent an unexpected answer. Please try again.':
    'وصل ردّ غير متوقع من المتجر. يرجى المحاولة مرة أخرى.',

  // Fields (their names fill the messages below)
  '{label} is required.': 'يرجى إدخال {label}.',
  '{label} must be text.': 'يجب أن تكون قيمة {label} نصًا.',
  '{label} must be at most {max} characters.': 'يجب ألا يتجاوز {label} {max} حرفًا.',
  Name: 'الاسم',
  Email: 'البريد الإلكتروني',
  'Email or Mobile Number': 'البريد الإلكتروني أو رقم الجوال',
  'Phone number': 'رقم الهاتف',
  Address: 'العنوان',
  'Company name': 'اسم الشركة',
  'This field is required.': 'هذا الحقل مطلوب.',
  'Must be at most {max} characters.': 'يجب ألا يتجاوز {max} حرفًا.',
  'Enter a valid email address.': 'أدخلوا بريدًا إلكترونيًا صحيحًا.',
  'Enter a valid e-mail address.': 'أدخلوا بريدًا إلكترونيًا صحيحًا.',
  'Please enter a valid phone number.': 'يرجى إدخال رقم هاتف صحيح.',
  'Enter a valid UAE phone number (e.g. +97150xxxxxxx)': 'أدخلوا رقم هاتف إماراتيًا صحيحًا (مثل +97150xxxxxxx)',
  'Password is required.': 'يرجى إدخال كلمة المرور.',
  'Password must be text.': 'يجب أن تكون كلمة المرور نصًا.',
  'Password must be at least {min} characters.': 'يجب ألا تقل كلمة المرور عن {min} أحرف.',
  'Password must be at most {max} characters.': 'يجب ألا تتجاوز كلمة المرور {max} حرفًا.',
  'The passwords do not match.': 'كلمتا المرور غير متطابقتين.',
  'Current password is required.': 'يرجى إدخال كلمة المرور الحالية.',
  'Current password must be text.': 'يجب أن تكون كلمة المرور الحالية نصًا.',
  'Current password must be at most {max} characters.': 'يجب ألا تتجاوز كلمة المرور الحالية {max} حرفًا.',
  'A TRN is 15 digits starting with 1.': 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 1.',

  // Accounts
  'Account created successfully.': 'تم إنشاء حسابكم بنجاح.',
  'Logged in successfully.': 'تم تسجيل الدخول بنجاح.',
  'An account with this email already exists.': 'يوجد حساب مسجّل بهذا البريد الإلكتروني.',
  'An account with this phone number already exists.': 'يوجد حساب مسجّل برقم الهاتف هذا.',
  'Incorrect email, mobile number or password.': 'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.',
  'If an account matches, we have sent it a link to reset the password.':
    'إذا كان هناك حساب مطابق، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  'This reset link has expired or was already used. Ask for a new one.':
    'انتهت صلاحية رابط إعادة التعيين أو سبق استخدامه. اطلبوا رابطًا جديدًا.',
  'Your password has been changed and you are signed in.': 'تم تغيير كلمة المرور وتسجيل دخولكم.',
  'Your details have been saved.': 'تم حفظ بياناتكم.',
  'This is already your e-mail address.': 'هذا هو بريدكم الإلكتروني الحالي.',
  'We have sent a link to {email}. Your e-mail address changes once you open it.':
    'أرسلنا رابطًا إلى {email}. يتغيّر بريدكم الإلكتروني بمجرد فتحه.',
  'This confirmation link has expired or was already used. Ask for a new one from your profile.':
    'انتهت صلاحية رابط التأكيد أو سبق استخدامه. اطلبوا رابطًا جديدًا من صفحة حسابكم.',
  'Your e-mail address has been changed.': 'تم تغيير بريدكم الإلكتروني.',
  'The current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'Your password has been changed. Your other devices have been signed out.':
    'تم تغيير كلمة المرور، وتم تسجيل خروجكم من أجهزتكم الأخرى.',
  'You have been signed out of all devices.': 'تم تسجيل خروجكم من جميع الأجهزة.',
  'Your account has been deleted.': 'تم حذف حسابكم.',
  'Incorrect password.': 'كلمة المرور غير صحيحة.',
  'You have an order on its way. You can delete your account once it is delivered or cancelled.':
    'لديكم طلب قيد التوصيل. يمكنكم حذف حسابكم بعد توصيله أو إلغائه.',
  'Address not found.': 'العنوان غير موجود.',
  'You can save up to {max} addresses. Delete one to add another.':
    'يمكنكم حفظ {max} عناوين كحد أقصى. احذفوا عنوانًا لإضافة آخر.',

  // Newsletter
  'Almost done: check your email to confirm your subscription.':
    'اقتربتم من الانتهاء: تحققوا من بريدكم الإلكتروني لتأكيد اشتراككم.',
  'Your subscription is confirmed. Welcome to the {store} newsletter!':
    'تم تأكيد اشتراككم. أهلًا بكم في النشرة البريدية لـ {store}!',
  'This confirmation link no longer works: it was used already, or a newer email replaced it.':
    'رابط التأكيد هذا لم يعد يعمل: إما أنه استُخدم من قبل، أو حلّت محلّه رسالة أحدث.',
  'You are unsubscribed. We will not send you our newsletter again.':
    'تم إلغاء اشتراككم. لن نرسل إليكم نشرتنا البريدية مجددًا.',
  'This unsubscribe link is not valid.': 'رابط إلغاء الاشتراك هذا غير صالح.',

  // Catalogue, cart and wishlist
  'Product not found.': 'المنتج غير موجود.',
  'The catalogue could not be read.': 'تعذّرت قراءة قائمة المنتجات.',
  'Category is not valid.': 'الفئة غير صالحة.',
  'Type must be clothing, shoes or toys.': 'يجب أن يكون النوع ملابس أو أحذية أو ألعابًا.',
  'Size is not valid.': 'المقاس غير صالح.',
  'Age must be 1-3, 4-6, 7-8, 9-11 or 12-14.': 'يجب أن يكون العمر 1-3 أو 4-6 أو 7-8 أو 9-11 أو 12-14.',
  'Colour is not valid.': 'اللون غير صالح.',
  'Price must be 0-50, 50-100, 100-200 or 200-.': 'يجب أن يكون السعر 0-50 أو 50-100 أو 100-200 أو 200-.',
  'Sale must be true or false.': 'يجب أن تكون قيمة التخفيض true أو false.',
  'In stock must be true or false.': 'يجب أن تكون قيمة التوفر true أو false.',
  'Facets must be true or false.': 'يجب أن تكون قيمة facets هي true أو false.',
  'Search must be text.': 'يجب أن يكون البحث نصًا.',
  'Search must be at most {max} characters.': 'يجب ألا يتجاوز البحث {max} حرفًا.',
  'Added to cart': 'تمت الإضافة إلى السلة',
  'Cart updated': 'تم تحديث السلة',
  'Item removed from cart': 'تمت إزالة المنتج من السلة',
  'Cart merged': 'تم دمج السلة',
  'Cart merged; some items could not be added in full.':
    'تم دمج السلة، لكن تعذّرت إضافة بعض المنتجات بالكامل.',
  'This colour is not available for this product.': 'هذا اللون غير متوفر لهذا المنتج.',
  'This size is not available in this colour.': 'هذا المقاس غير متوفر بهذا اللون.',
  'This size is not available for this product.': 'هذا المقاس غير متوفر لهذا المنتج.',
  'This size is out of stock.': 'نفد هذا المقاس من المخزون.',
  'You can have at most {max} of one item in your cart.':
    'يمكنكم إضافة {max} قطع كحد أقصى من المنتج نفسه إلى السلة.',
  'This item is not in your cart.': 'هذا المنتج غير موجود في سلتكم.',
  'Only {stock} left in stock for this size.': 'تبقّى {stock} فقط من هذا المقاس.',
  'Only {stock} left in stock for this size, and your cart already has {held}.':
    'تبقّى {stock} فقط من هذا المقاس، وفي سلتكم {held} منها بالفعل.',
  'Please select a size': 'يرجى اختيار المقاس',
  'Please select a color': 'يرجى اختيار اللون',
  'Quantity must be a number.': 'يجب أن تكون الكمية رقمًا.',
  'Quantity must be a whole number.': 'يجب أن تكون الكمية عددًا صحيحًا.',
  'Quantity must be at least 1.': 'يجب ألا تقل الكمية عن 1.',
  'You can add at most {max} at a time.': 'يمكنكم إضافة {max} قطع كحد أقصى في المرة الواحدة.',
  'Quantity must be at most {max}.': 'يجب ألا تتجاوز الكمية {max}.',
  'A cart can hold at most {max} lines.': 'يمكن أن تضم السلة {max} منتجًا مختلفًا كحد أقصى.',
  'Added to wishlist': 'تمت الإضافة إلى قائمة الأمنيات',
  'Removed from wishlist': 'تمت الإزالة من قائمة الأمنيات',
  'This item is not in your wishlist.': 'هذا المنتج غير موجود في قائمة أمنياتكم.',

  // Discount codes
  'Please enter a discount code.': 'يرجى إدخال رمز الخصم.',
  'Discount Code Applied': 'تم تطبيق رمز الخصم',
  'Invalid discount code': 'رمز الخصم غير صالح',
  'You have already used this discount code!': 'سبق أن استخدمتم رمز الخصم هذا!',
  'This discount code is not active yet.': 'رمز الخصم هذا غير مفعّل بعد.',
  'This discount code has expired.': 'انتهت صلاحية رمز الخصم هذا.',
  'This discount code has reached its usage limit.': 'بلغ رمز الخصم هذا الحد الأقصى لعدد مرات الاستخدام.',
  'This discount code needs an order of at least {amount}.':
    'يتطلّب رمز الخصم هذا طلبًا لا تقل قيمته عن {amount}.',

  // Orders and payment
  'Order placed successfully!': 'تم تقديم طلبكم بنجاح!',
  'Order cancelled successfully!': 'تم إلغاء طلبكم بنجاح!',
  'Order not found.': 'الطلب غير موجود.',
  'This order is already cancelled.': 'هذا الطلب ملغى بالفعل.',
  'This order has already shipped and can no longer be cancelled.':
    'تم شحن هذا الطلب ولم يعد بالإمكان إلغاؤه.',
  'This order is already out for delivery and can no longer be cancelled.':
    'هذا الطلب في طريقه إليكم ولم يعد بالإمكان إلغاؤه.',
  'This order has already been delivered and can no longer be cancelled.':
    'تم توصيل هذا الطلب ولم يعد بالإمكان إلغاؤه.',
  'A product in your order is no longer available.': 'أحد المنتجات في طلبكم لم يعد متوفرًا.',
  '{product} is no longer available in {color}.': '{product} لم يعد متوفرًا باللون {color}.',
  '{product} in {color} is no longer available in size {size}.':
    '{product} باللون {color} لم يعد متوفرًا بالمقاس {size}.',
  '{product} ({color}) in size {size} is sold out.': 'نفد {product} ({color}) بالمقاس {size}.',
  'Only {left} left of {product} ({color}) in size {size}.':
    'تبقّى {left} فقط من {product} ({color}) بالمقاس {size}.',
  'Your cart is empty': 'سلتكم فارغة',
  'The delivery address is required.': 'يرجى إدخال عنوان التوصيل.',
  'Choose Normal or Express shipping.': 'اختاروا التوصيل العادي أو السريع.',
  'Order total changed, please review your cart.': 'تغيّر إجمالي الطلب، يرجى مراجعة سلتكم.',
  'An order can hold at most {max} lines.': 'يمكن أن يضم الطلب {max} منتجًا مختلفًا كحد أقصى.',
  'Quantities must be at least 1.': 'يجب ألا تقل الكميات عن 1.',
  'Quantities must be at most {max}.': 'يجب ألا تتجاوز الكميات {max}.',
  'The payment is still being processed.': 'لا تزال عملية الدفع قيد المعالجة.',
  'The payment could not be started. Please try again.': 'تعذّر بدء عملية الدفع. يرجى المحاولة مرة أخرى.',
  'This order is not a card order.': 'هذا الطلب ليس مدفوعًا بالبطاقة.',
  'Your payment is still being processed, so the order cannot be cancelled yet. Please try again shortly.':
    'لا تزال عملية الدفع قيد المعالجة، لذا لا يمكن إلغاء الطلب بعد. يرجى المحاولة بعد قليل.',
  'This payment can no longer be completed.': 'لم يعد بالإمكان إتمام عملية الدفع هذه.',
  'This payment session has expired.': 'انتهت صلاحية جلسة الدفع هذه.',
  'Payment not found.': 'عملية الدفع غير موجودة.',
  'Payment successful!': 'تم الدفع بنجاح!',
  'The payment was not completed. Your order was cancelled and nothing was charged.':
    'لم تكتمل عملية الدفع. تم إلغاء طلبكم ولم يُخصم أي مبلغ.',
  'Your card was declined.': 'تم رفض بطاقتكم.',
  'Your card has expired.': 'انتهت صلاحية بطاقتكم.',
  'Your card number is invalid.': 'رقم البطاقة غير صحيح.',
  'Enter your card number.': 'أدخلوا رقم البطاقة.',
  'Your card number is incomplete.': 'رقم البطاقة غير مكتمل.',
  'Enter the expiry date.': 'أدخلوا تاريخ انتهاء الصلاحية.',
  'Your card’s expiry date is incomplete.': 'تاريخ انتهاء صلاحية البطاقة غير مكتمل.',
  'Enter the CVC.': 'أدخلوا رمز التحقق (CVC).',
  'Your card’s security code is incomplete.': 'رمز الأمان للبطاقة غير مكتمل.',
  'Document not found.': 'المستند غير موجود.',
};
